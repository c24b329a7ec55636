import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES, sniffContentType, type SniffedType } from '@servicebay/domain';
import { AppError } from '../errors';
import { refuseBadText } from './input-guard';

/** `fileName` is the name the sender gave, for showing only: the type comes from the content. */
export type UploadedFile = { field: string; fileName: string; body: Buffer; contentType: SniffedType; bytes: number };
export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] };

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || (error as { statusCode?: number }).statusCode === 413;

/**
 * Reads a whole multipart form into memory before anything is stored, so a refused file leaves
 * nothing half-saved. Types are judged by content (magic bytes), never by name.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  accepted: readonly SniffedType[],
  unsupportedMessage: string = DOCUMENT_MESSAGES.unsupportedType,
  { maxFileBytes = MAX_UPLOAD_BYTES, tooLargeMessage }: { maxFileBytes?: number; tooLargeMessage?: string } = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('request/invalid', { message: 'Send the form as multipart/form-data' });
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes, files: 4, fields: 30, fieldSize: 10_000 } })) {
      if (part.type === 'field') {
        refuseBadText({ [part.fieldname]: String(part.value) }, part.fieldname);
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const file = part as MultipartFile;
      const body = await file.toBuffer();
      if (body.length === 0) continue;
      const contentType = sniffContentType(body.subarray(0, 512));
      if (!contentType || !accepted.includes(contentType)) {
        throw new AppError('upload/unsupported-type', { message: unsupportedMessage, field: file.fieldname });
      }
      form.files.push({ field: file.fieldname, fileName: file.filename, body, contentType, bytes: body.length });
    }
  } catch (error) {
    if (isTooLarge(error)) throw new AppError('upload/too-large', tooLargeMessage ? { message: tooLargeMessage } : {});
    if (error instanceof AppError) throw error;
    // Busboy's and @fastify/multipart's refusals: no boundary, a truncated body, a malformed part header.
    throw new AppError('request/invalid', { message: `The form could not be read: ${(error as Error).message}` });
  }
  return form;
}

export const fileOf = (form: MultipartForm, field: string) => form.files.find((f) => f.field === field) ?? null;
