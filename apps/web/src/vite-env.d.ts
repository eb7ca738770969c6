/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform's base domain (BASE_DOMAIN on the server). Unset: worked out from the host name. */
  readonly VITE_BASE_DOMAIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
