/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Overrides the API base ('/api' by default). */
  readonly VITE_API_URL?: string;
  /** Text that, found in the page address, selects the medical variant ('med.' by default). */
  readonly VITE_MEDICAL_MARKER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
