import { useState } from 'react';
import type { Translate } from '../../lib/i18n';

interface Props {
  t: Translate;
  /** The signed links of get/download (url, url2), or null while they load or when refused. */
  link: { url: string; url2?: string | undefined } | null;
  label: string;
}

/**
 * original-app §3 Links: an owned file's «دانلود» (navigates to url) and «کپی لینک» (copies it,
 * then says «لینک کپی شد»; a device that cannot copy is told so).
 */
export function FileLinks({ t, link, label }: Props) {
  const [copied, setCopied] = useState<string | null>(null);
  if (!link) return <span className="text-body-secondary small">{t('cart.bought')}</span>;
  const absolute = new URL(link.url, typeof location === 'undefined' ? 'http://localhost' : location.href).toString();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute);
      setCopied(t('cart.copied'));
    } catch {
      setCopied(t('cart.copyFailed'));
    }
  };
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <a className="btn btn-sm btn-success" href={link.url} download aria-label={`${t('cart.download')} ${label}`}>
        {t('cart.download')}
      </a>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void copy()}>
        {t('cart.copy')}
      </button>
      <span role="status" className="small">
        {copied}
      </span>
    </span>
  );
}
