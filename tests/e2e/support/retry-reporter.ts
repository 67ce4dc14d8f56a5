import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

// CI keeps one retry as a safety net, and a retry must never pass unseen: each retried attempt gets
// a line of its own, and the run ends with the list of tests that needed one.
export default class RetryReporter implements Reporter {
  private readonly retried = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry === 0) return;
    const where = `${test.location.file.split("tests/e2e/")[1] ?? test.location.file}:${test.location.line}`;
    this.retried.set(`${where} ${test.title}`, result.retry);
    console.log(`RETRIED: ${where} "${test.title}" attempt ${result.retry + 1}: ${result.status}`);
  }

  onEnd(_result: FullResult): void {
    if (this.retried.size === 0) {
      console.log("Retried tests: none");
      return;
    }
    console.log(`Retried tests: ${this.retried.size}`);
    for (const [test, retry] of this.retried) console.log(`  ${test} (${retry} retry)`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
