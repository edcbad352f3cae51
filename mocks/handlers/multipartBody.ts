/**
 * Test support: an upload's multipart body built by hand, its `request` field as the text given (so
 * a test may send one that is not JSON). Under jsdom the global FormData and Blob are jsdom's, which
 * Node's fetch cannot send as files; the handler parses this with request.formData() like a browser's.
 */
export function multipart(requestText: string, file: Uint8Array, fileName: string, type = 'application/pdf') {
  const boundary = '----mockboundary7MA4YWxkTrZu0gW';
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${requestText}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + file.length + tail.length);
  body.set(head, 0);
  body.set(file, head.length);
  body.set(tail, head.length + file.length);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
