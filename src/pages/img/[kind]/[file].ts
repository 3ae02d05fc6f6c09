import type { APIRoute } from 'astro';
import { artworkFromProvider } from '../../../lib/server/api/transport';

export const prerender = false;

/** Artwork (`/img/{kind}/{file}`) is the provider's: its own answer, through its door. */
export const GET: APIRoute = ({ request }) => artworkFromProvider(request);
