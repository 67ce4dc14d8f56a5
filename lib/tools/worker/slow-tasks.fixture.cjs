// A stand-in for the bundled tasks file in tests: the task holds its thread for the milliseconds asked.
exports.serpSnippet = (ms) => {
  const end = Date.now() + Number(ms);
  while (Date.now() < end);
  return { title: `held ${ms} ms`, description: "", siteName: null };
};
