/**
 * The share pictures' drawing process (started by src/node/share-pictures/plan-and-draw.ts): SVG in,
 * JPEG file out, one picture at a time, in a process of its own. Its own process because
 * librsvg finds fonts through fontconfig, which reads its configuration (FONTCONFIG_FILE, the
 * shipped fonts only) once, when it first draws text; and so that the pictures take no memory
 * of Gatsby's main process. Plain CommonJS: Node runs it as it is, without Gatsby's compiler.
 */
const fs = require('fs');
const sharp = require('sharp');

// one picture at a time, on one libvips thread: the build's own work keeps the other core
sharp.concurrency(1);
sharp.cache(false);

/** The CPU time this process has used, user and system, in seconds (the per-picture cost). */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

process.on('message', (job) => {
  const { id, svg, file, quality } = job;
  const part = `${file}.${process.pid}.part`;
  sharp(Buffer.from(svg))
    .jpeg({ quality, mozjpeg: false })
    .toFile(part)
    .then(() => {
      fs.renameSync(part, file);
      process.send({ id, ok: true, cpu: cpuSeconds() });
    })
    .catch((error) => {
      const message = String(error && error.message ? error.message : error);
      process.send({ id, ok: false, error: message, cpu: cpuSeconds() });
    });
});
