/**
 * An open-tracing provider for Gatsby (GATSBY_OPEN_TRACING_CONFIG_FILE=<this file>): records every
 * span Gatsby starts (each step of a build is one, named as the log names it) with its start and
 * finish times, and writes them as JSON to SPAN_RECORD_FILE when Gatsby stops its tracer at the
 * end of the build. Plain JavaScript: Gatsby's CLI requires it as it is.
 */
const fs = require('fs');
const path = require('path');
const { createRequire } = require('module');

// opentracing is Gatsby's own dependency; its test tracer keeps what it records
const gatsbyRequire = createRequire(require.resolve('gatsby/package.json', { paths: [process.cwd()] }));
const { MockTracer } = gatsbyRequire('opentracing/lib/mock_tracer');

let tracer = null;

exports.create = () => {
  tracer = new MockTracer();
  return tracer;
};

exports.stop = () => {
  const out = process.env.SPAN_RECORD_FILE;
  if (!tracer || !out) return;
  const spans = tracer.report().spans.map((span) => ({
    name: span.operationName(),
    start: span._startMs,
    finish: span._finishMs,
  }));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(spans));
};
