import { type JournalIo, nodeJournalIo } from '../../src/journal/journal.js';

/**
 * Journal I/O over a disk that fills up: writes land until `room` bytes are
 * used, the one that crosses it lands in part (as a real write can), then ENOSPC.
 * The test frees or takes room by changing `room.bytes`.
 */
export function fillingDisk(room: { bytes: number }): JournalIo {
  return {
    write(fd, data, offset, length) {
      if (room.bytes <= 0) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      const n = Math.min(length, room.bytes);
      room.bytes -= n;
      return nodeJournalIo.write(fd, data, offset, n);
    },
    truncate: nodeJournalIo.truncate,
    sync: nodeJournalIo.sync,
    syncDir: nodeJournalIo.syncDir,
  };
}
