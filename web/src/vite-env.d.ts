/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APPLICATION_FORM_URL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_POSTAL_ADDRESS?: string;
  /** "1" runs the app against the MSW handlers instead of a server (`npm run dev:mock`). */
  readonly VITE_API_MOCKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
