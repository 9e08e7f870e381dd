/** A read answered once per argument for the life of one import (its transaction): the same lookup of many rows. */
export function memo<A, R>(read: (argument: A) => Promise<R>): (argument: A) => Promise<R> {
  const answers = new Map<A, Promise<R>>();
  return (argument) => {
    let answer = answers.get(argument);
    if (!answer) answers.set(argument, (answer = read(argument)));
    return answer;
  };
}
