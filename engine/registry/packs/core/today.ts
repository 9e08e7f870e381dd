/** Today's calendar day where the editor is (the day their calendar shows), as an ISO day: "2026-03-05". */
export function todayIsoDay(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
