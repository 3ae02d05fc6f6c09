import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server, type Upload } from '@tus/server';
import { titles } from '../../db/schema';
import { audit } from '../../domain/admin/audit';
import { INGEST, type IngestPayload } from '../../domain/admin/ingest-worker';
import { enqueue, jobWire } from '../../domain/admin/queue';
import type { Staff } from '../../domain/admin/roles';
import { ProviderError } from '../../errors';
import { SOURCE_EXTENSIONS } from '../../../contract/rules/uploads';
import { UPLOADS_PATH } from '../../../ops/body-limits.mjs';
import type { IngestSettings, ProviderEnv } from '../env';

export { UPLOADS_PATH };
import { staff } from './admin';

// docs/admin.md "The queue": a film's (or an episode's) source arrives resumably (tus 1.0, @tus/server with its file
// store) under DATA_DIR/uploads (a title's teaser too, its metadata saying `for: teaser`), outside the page forms' body limit: the storefront passes each
// chunk on with the upload limit of src/ops/body-limits.mjs. Only an editor (or an admin)
// may upload; a finished upload becomes an ingest job of its title, audited as `media.upload`.

type C = Context<ProviderEnv>;

const SOURCE_TYPE = /^(video\/[\w.+-]+|application\/(octet-stream|mxf))$/i;

/** An upload left unfinished this long is deleted by the sweep (a finished one waits for its job). */
export const UPLOAD_EXPIRY_MS = 7 * 86_400_000;

/** One file store and locker per uploads folder, shared by every request of this process. */
const stores = new Map<string, { datastore: FileStore; locker: MemoryLocker }>();
function storeOf(dir: string) {
  const key = resolve(dir);
  let store = stores.get(key);
  if (!store) {
    store = {
      datastore: new FileStore({ directory: key, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS }),
      locker: new MemoryLocker(),
    };
    stores.set(key, store);
  }
  return store;
}

/** Deletes the uploads left unfinished past UPLOAD_EXPIRY_MS; answers how many. */
export const sweepUploads = (dir: string): Promise<number> => storeOf(dir).datastore.deleteExpired();

/** A refusal tus passes on as it is: the error envelope, in both languages, as text. */
const refusal = (status: number, message: string, messageFa: string) => ({
  status_code: status,
  body: JSON.stringify({ message, message_fa: messageFa }),
});

type Kind = 'film' | 'episode' | 'series';
/** What the refusals call the title a file is for: a film, an episode or a series (docs/admin.md "Series"). */
const WORDS: Record<Kind, Record<'unnamed' | 'missing' | 'source', [string, string]>> = {
  film: {
    unnamed: ['Name the film the file is for.', 'فیلم این فایل مشخص نیست.'],
    missing: ['The film was not found.', 'فیلم پیدا نشد.'],
    source: [
      `A film's source is a video file (${SOURCE_EXTENSIONS.join(', ')}).`,
      `منبع فیلم باید فایل ویدئویی باشد (${SOURCE_EXTENSIONS.join('، ')}).`,
    ],
  },
  episode: {
    unnamed: ['Name the episode the file is for.', 'قسمت این فایل مشخص نیست.'],
    missing: ['The episode was not found.', 'قسمت پیدا نشد.'],
    source: [
      `An episode's source is a video file (${SOURCE_EXTENSIONS.join(', ')}).`,
      `منبع قسمت باید فایل ویدئویی باشد (${SOURCE_EXTENSIONS.join('، ')}).`,
    ],
  },
  series: {
    unnamed: ['Name the series the file is for.', 'سریال این فایل مشخص نیست.'],
    missing: ['The series was not found.', 'سریال پیدا نشد.'],
    source: [
      `A teaser's source is a video file (${SOURCE_EXTENSIONS.join(', ')}).`,
      `منبع تیزر باید فایل ویدئویی باشد (${SOURCE_EXTENSIONS.join('، ')}).`,
    ],
  },
};
const kindOf = (type: string): Kind => (type === 'episode' || type === 'series' ? type : 'film');

/**
 * What the upload's metadata says, checked: the title, the file's name and type, and whether it is
 * the title's teaser (`for: teaser`, docs/media.md "Teasers"). A refusal names the title as what
 * it is (an episode's row is an episode); before a row is found, as the page that sends it says
 * (`what`: `episode` or `series` from their pages, else a film). A series has no media of its own
 * (its episodes have), only a teaser.
 */
async function checkUpload(c: C, upload: Upload) {
  const meta = upload.metadata ?? {};
  const title = meta['title'] ?? '';
  const name = (meta['filename'] ?? '').trim();
  const teaser = meta['for'] === 'teaser';
  if (meta['for'] !== undefined && !teaser)
    throw refusal(400, 'An upload is for a title or its teaser.', 'فایل باید برای خود عنوان یا تیزر آن باشد.');
  const asked = WORDS[kindOf(meta['what'] ?? '')];
  if (!/^[1-9]\d{0,8}$/.test(title)) throw refusal(400, ...asked.unnamed);
  const [found] = await c.var.db
    .select({ id: titles.id, type: titles.type })
    .from(titles)
    .where(eq(titles.id, Number(title)));
  if (!found) throw refusal(404, ...asked.missing);
  const words = WORDS[kindOf(found.type)];
  if (found.type === 'series' && !teaser)
    throw refusal(
      422,
      "A series plays its episodes' media: upload the source on an episode's page, or a teaser here.",
      'سریال رسانهٔ قسمت‌هایش را پخش می‌کند: فایل منبع را در صفحهٔ هر قسمت بارگذاری کنید، یا اینجا تیزر را.',
    );
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const type = meta['filetype'] ?? '';
  if (!(SOURCE_EXTENSIONS as readonly string[]).includes(extension) || (type !== '' && !SOURCE_TYPE.test(type)))
    throw refusal(415, ...words.source);
  if (upload.sizeIsDeferred) throw refusal(400, "Send the file's size first.", 'حجم فایل باید از پیش معلوم باشد.');
  return { title: Number(title), name: name.slice(0, 200), teaser };
}

/** The tus server for one request, its hooks knowing who uploads. */
function tusServer(c: C, me: Staff, settings: IngestSettings) {
  const { datastore, locker } = storeOf(settings.uploadsDir);
  return new Server({
    path: UPLOADS_PATH,
    datastore,
    locker,
    maxSize: settings.maxUploadBytes,
    // The browser resolves it against the site's origin, which passes it on to here.
    relativeLocation: true,
    // Same origin only: no CORS header for anyone.
    allowedOrigins: [],
    disableTerminationForFinishedUploads: true,
    onUploadCreate: async (_req, upload) => {
      await checkUpload(c, upload);
      return { metadata: { ...upload.metadata, uploader: String(me.userId) } };
    },
    onUploadFinish: async (_req, upload) => {
      const { title, name, teaser } = await checkUpload(c, upload);
      const payload: IngestPayload = {
        file: join(resolve(settings.uploadsDir), upload.id),
        name,
        ...(teaser ? { teaser: true as const } : {}),
      };
      const now = new Date(c.var.settings.now?.() ?? Date.now());
      const job = await c.var.db.transaction(async (tx) => {
        const queued = await enqueue(tx, { kind: INGEST, titleId: title, payload, createdBy: me.userId }, now);
        await audit(tx, me, 'media.upload', `title:${title}`, null, {
          job: queued.id,
          file: name,
          size: upload.size ?? null,
          ...(teaser ? { teaser: true } : {}),
        });
        return queued;
      });
      return { headers: { 'Upload-Job': String(jobWire(job).id) } };
    },
  });
}

const handleUpload = async (c: C) => {
  const me = await staff(c, 'media.write');
  const settings = c.var.settings.ingest;
  if (!settings)
    throw new ProviderError(503, 'Uploads are not set up here.', 'بارگذاری فایل در این سرویس راه‌اندازی نشده است.');
  // Reading an upload back is not offered: the file goes to the queue, not to browsers.
  if (c.req.method === 'GET')
    throw new ProviderError(405, 'An upload cannot be read back.', 'فایل بارگذاری‌شده خواندنی نیست.');
  const response = await tusServer(c, me, settings).handleWeb(c.req.raw);
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

export const uploadRoutes = new Hono<ProviderEnv>()
  .all('/admin/uploads', handleUpload)
  .all('/admin/uploads/:id', handleUpload);
