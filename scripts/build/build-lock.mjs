/**
 * One build at a time per folder: two starts from one folder wait for each other instead of writing
 * the same outputs at once. The lock is a file holding its owner's process id; a lock whose owner is
 * gone (a build killed half-way) is taken over.
 */
import fs from 'node:fs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

function tryLock(file) {
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return null;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  const owner = Number(fs.readFileSync(file, 'utf8')) || 0;
  if (owner && alive(owner)) return owner;
  fs.rmSync(file, { force: true }); // its owner is gone; try again at once
  return tryLock(file);
}

/** Runs `work` holding the lock file; waits (polling) while another living process holds it. */
export async function withBuildLock(file, work, onWait = () => {}) {
  let waitedFor = null;
  for (let owner = tryLock(file); owner !== null; owner = tryLock(file)) {
    if (owner !== waitedFor) onWait(owner);
    waitedFor = owner;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const release = () => fs.rmSync(file, { force: true });
  process.once('exit', release);
  try {
    return await work();
  } finally {
    process.off('exit', release);
    release();
  }
}
