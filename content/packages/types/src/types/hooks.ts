/**
 * A callback registered on a server hook.
 *
 * The listener may be asynchronous; the server does not wait for it unless stated by the hook.
 *
 * @typeParam Args - The arguments the hook passes, as a tuple.
 *
 * @example
 * ```ts
 * const onLogin: HookListener<[event: { userId: string }]> = ({ userId }) => {
 *   console.log(`user ${userId} logged in`);
 * };
 * ```
 */
export type HookListener<Args extends unknown[] = any[]> = (...args: Args) => void | Promise<void>;
