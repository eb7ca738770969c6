/**
 * Where an export writes its file: the HTTP response of the download route. The route hands it
 * to the procedure through the context, so the export runs behind exactly the middlewares (host,
 * company, transaction, sign-in, role) its list runs behind, and nothing is sent before they pass.
 */
export interface DownloadSink {
  /** Called once, before the first byte: what the response carries. */
  begin(file: { filename: string; contentType: string }): void;
  /** Resolves when more may be written (backpressure); rejects once the client has gone. */
  write(chunk: Uint8Array | string): Promise<void>;
}
