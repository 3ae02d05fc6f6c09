import { unlocalizedPath } from '../../contract/rules/paths';

/** spec §2 Header and navigation: the mobile bottom bar is hidden on these routes. */
const BOTTOM_BAR_HIDDEN = /^\/(movie|episode|series|download|ekran|callback)(\/|$)/;

export const showsBottomBar = (pathname: string) => !BOTTOM_BAR_HIDDEN.test(unlocalizedPath(pathname));
