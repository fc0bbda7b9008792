// The argument a new startup snapshot is tried with before a server start may use it (startup/snapshot.ts): the start
// from the snapshot then returns at once (startup/snapshot-entry.ts). Its own file: the snapshot's entry needs only this.

export const SNAPSHOT_CHECK_ARG = '--cardscript-snapshot-check';
