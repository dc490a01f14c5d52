import type { FastifyReply } from 'fastify';
import { CSV_CONTENT_TYPE } from '../../../contract/reports';

/** A CSV answered as a file to save (decision 0035): its name, and never kept by a cache (it names cardholders). */
export function sendCsvFile(reply: FastifyReply, filename: string, body: unknown): FastifyReply {
  return reply
    .header('content-type', CSV_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
