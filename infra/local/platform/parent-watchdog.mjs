// Loaded into node children of the local platform (node --import): when the platform process is gone
// (killed outright, so it could not stop us), the child is re-parented and ends itself instead of
// lingering as an orphan.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 2000).unref();
