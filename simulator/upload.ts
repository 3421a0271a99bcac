// `POST /v1/instances/{instance_id}/deployments`: the archive upload, checked as the service
// checks it (multipart, at most 512 MB, a zip or a tar by its bytes), then handed to the account.

import { join } from 'node:path';
import { receiveMultipart } from './form.ts';
import type { Handler } from './routes.ts';
import { ServiceError, type SimulatedAccount } from './state.ts';

/** The largest archive the service takes: 512 MB. */
export const MAX_ARCHIVE_BYTES = 512 * 1024 * 1024;

/** Room for the other fields and the multipart framing around an archive of the largest size. */
const FRAMING_BYTES = 64 * 1024;

/** The handler of deployment uploads, storing each archive in `storageDir`. */
export function deploymentUploads(account: SimulatedAccount, storageDir: string): Handler {
  let uploads = 0;
  return async ({ param, request, record }) => {
    const instanceId = param('instance_id');
    account.checkInstance(instanceId);
    const length = Number(request.headers['content-length'] ?? NaN);
    if (length > MAX_ARCHIVE_BYTES + FRAMING_BYTES) throw tooLarge();
    if (!request.headers['content-type']?.startsWith('multipart/form-data')) {
      throw invalidArchive('The archive must be sent as multipart/form-data.');
    }
    const upload = await receiveMultipart(request, {
      fileField: 'archive',
      filePath: join(storageDir, `upload-${++uploads}`),
      maxFileBytes: MAX_ARCHIVE_BYTES,
    });
    record.fields = upload.fields;
    if (upload.file) record.archive = upload.file;
    if (upload.truncated) throw tooLarge();
    account.validateUploadFields(upload.fields, upload.file !== undefined);
    const archive = upload.file as NonNullable<typeof upload.file>;
    if (!isZipOrTar(upload.head)) throw invalidArchive('The archive must be a zip or tar file.');
    const { environment, repo_owner, repo_name, branch, pusher, commit, tag } = upload.fields;
    return account.createDeployment(instanceId, {
      environment: environment as string,
      archivePath: archive.path,
      archiveSize: archive.size,
      ...given({ repo_owner, repo_name, branch, pusher, commit, tag }),
    });
  };
}

function tooLarge(): ServiceError {
  return new ServiceError(413, 'payload_too_large', 'The archive may not be greater than 512 MB.', {
    archive: 'The archive may not be greater than 512 MB.',
  });
}

function invalidArchive(message: string): ServiceError {
  return new ServiceError(422, 'validation_error', 'The request you provided failed validation.', {
    archive: message,
  });
}

/** The fields that were sent and not empty. */
function given<T extends Record<string, string | undefined>>(
  values: T,
): Partial<Record<keyof T, string>> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<Record<keyof T, string>>;
}

/** Zip (local header or an empty archive's end record), or tar (the ustar magic at 257). */
function isZipOrTar(head: Buffer): boolean {
  const zip =
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    (head[2] === 3 || head[2] === 5) &&
    (head[3] === 4 || head[3] === 6);
  const tar = head.length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar';
  return zip || tar;
}
