/**
 * The baseline of bench:catalogue: a bare Fastify route answering a small
 * JSON envelope, no plugins, no database. Prints its URL when listening.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, value: { hello: 'world' } }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(url);
