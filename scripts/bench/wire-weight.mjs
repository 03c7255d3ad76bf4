// What `accounts-docs serve` actually sends for a first visit to a docs page: the bytes of the
// bodies on the wire for a client that accepts nothing, gzip only, or brotli (as browsers do).
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { stopChild } from './process-run.mjs';

/** Body bytes and Content-Encoding of one GET with the given Accept-Encoding (none when undefined). */
function fetchRaw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    request(url, { headers }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (chunk) => {
        bytes += chunk.length;
        chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          bytes,
          coding: res.headers['content-encoding'] ?? 'identity',
          text: Buffer.concat(chunks).toString(),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Starts `serve --dir build` in `site`, requests `page` and its CSS and JS three ways, prints the sizes. */
export async function measureWireWeight(bin, site, page, kb) {
  const child = spawn(process.execPath, [bin, 'serve', '--dir', 'build', '--port', '0'], {
    cwd: site,
    env: { ...process.env, NO_COLOR: '1' },
  });
  try {
    let output = '';
    const base = await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /at (http:\/\/\S+?)\/?\s/.exec(output);
        if (match) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(output)));
    });
    const html = (await fetchRaw(`${base}${page}`)).text;
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]);
    const ways = [
      ['none', undefined],
      ['gzip', 'gzip, deflate'],
      ['br', 'gzip, deflate, br, zstd'],
    ];
    const rows = [];
    for (const [label, accept] of ways) {
      const htmlReply = await fetchRaw(`${base}${page}`, accept);
      let assetBytes = 0;
      const codings = new Set([htmlReply.coding]);
      for (const asset of assets) {
        const reply = await fetchRaw(`${base}${asset}`, accept);
        assetBytes += reply.bytes;
        codings.add(reply.coding);
      }
      rows.push({ label, html: htmlReply.bytes, assets: assetBytes, codings: [...codings].join('/') });
    }
    const [plain, , br] = rows;
    console.log(
      `\non the wire from \`serve\`, first visit to ${page} (bodies only): JS+CSS ${rows.map((r) => `${kb(r.assets)} (${r.label === 'none' ? 'no Accept-Encoding' : `accepting ${r.label}`}: sent ${r.codings})`).join(', ')}; HTML ${rows.map((r) => `${kb(r.html)} ${r.label}`).join(', ')}`,
    );
    console.log(
      `  a browser (br accepted) gets JS+CSS in ${kb(br.assets)} instead of ${kb(plain.assets)} uncompressed (${((1 - br.assets / plain.assets) * 100).toFixed(0)} % less), the page in ${kb(br.html)} instead of ${kb(plain.html)}`,
    );
  } finally {
    await stopChild(child);
  }
}
