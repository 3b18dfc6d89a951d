import { useEffect } from 'react';
import { useShopApi } from '@shop/remote-kit';
import { STORAGE_KEYS, type KeyValueStorage, type SeoSettings, type ShopApi } from '@shop/shared-contracts';
import { isSeoCacheFresh } from '../rules/catalogRules';
import { localStore } from '../shared/browserStorage';
/** The home SEO copy is cached under `homes_meta` as `{ data, timestamp }`. */
export interface CachedSeo {
  data: SeoSettings;
  timestamp: number;
}

export const EMPTY_SEO: SeoSettings = { page_title: '', meta_description: '', meta_title: '' };

export function readSeoCache(storage: KeyValueStorage, now: number): SeoSettings | null {
  try {
    const value = JSON.parse(storage.getItem(STORAGE_KEYS.homeSeo) ?? 'null') as Partial<CachedSeo> | null;
    if (!value || typeof value !== 'object' || !value.data || typeof value.data !== 'object') return null;
    if (!isSeoCacheFresh(value.timestamp, now)) return null;
    const { page_title, meta_description, meta_title } = value.data;
    return { page_title: String(page_title ?? ''), meta_description: String(meta_description ?? ''), meta_title: String(meta_title ?? '') };
  } catch {
    return null;
  }
}

/**
 * The home SEO cache rule: a copy younger than 15 minutes is used and no call is made; otherwise fetch,
 * cache with the current time. A failed fetch is only logged and leaves empty values.
 */
export async function loadHomeSeo(api: Pick<ShopApi, 'getSeoSettings'>, storage: KeyValueStorage, now: () => number = Date.now): Promise<SeoSettings> {
  const cached = readSeoCache(storage, now());
  if (cached) return cached;
  try {
    const data = await api.getSeoSettings();
    if (!data) return EMPTY_SEO;
    const entry: CachedSeo = { data, timestamp: now() };
    try {
      storage.setItem(STORAGE_KEYS.homeSeo, JSON.stringify(entry));
    } catch (error) {
      console.error('[catalog] could not cache the home SEO settings:', error);
    }
    return data;
  } catch (error) {
    console.error('[catalog] the home SEO settings could not be loaded:', error);
    return EMPTY_SEO;
  }
}

function setMeta(doc: Document, name: string, content: string): void {
  let tag = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = doc.createElement('meta');
    tag.name = name;
    doc.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Sets the page title and the description and title meta tags to the SEO copy as it is: after a failed
 * fetch (EMPTY_SEO) the page keeps empty title and meta values, not the route's title.
 */
export function applySeo(doc: Document, seo: SeoSettings): void {
  doc.title = seo.page_title;
  setMeta(doc, 'description', seo.meta_description);
  setMeta(doc, 'title', seo.meta_title);
}

/** Home's SEO step: the cached or fetched copy applied to the page once it is known. */
export function useHomeSeo(storage: KeyValueStorage = localStore): void {
  const api = useShopApi();
  useEffect(() => {
    let live = true;
    void loadHomeSeo(api, storage).then((seo) => {
      if (live) applySeo(document, seo);
    });
    return () => {
      live = false;
    };
  }, [api, storage]);
}
