// How the fleet scenarios print: figures on indented lines, and each bound checked by name with its verdict.

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Prints a figure. */
export function figure(name: string, value: string | number): void {
  console.log(`  ${name}: ${value}`);
}

/** Prints a bound with ok or NOT MET, and answers whether it held. */
export function bound(name: string, held: boolean): boolean {
  console.log(`  ${held ? 'ok     ' : 'NOT MET'} ${name}`);
  return held;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
