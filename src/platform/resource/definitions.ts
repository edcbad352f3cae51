import type { ApiError } from '../http/ApiError';
import type { ToastContent } from '@/ui/toastQueue';

/** What a resource provides and a mutation invalidates: `notes:100001`, `supplierGoals:100001`. */
export type Tag = string;
export const tag = (type: string, id?: string | number | null): Tag => (id === undefined || id === null ? type : `${type}:${id}`);

/**
 * One read endpoint, declared once below the features (next to its service function). Every screen
 * and saga reading it shares one cache entry per argument set. `provides` names what a mutation
 * may invalidate.
 */
export interface ResourceDefinition<Args, Data> {
  readonly kind: 'resource';
  readonly name: string;
  readonly load: (args: Args, signal: AbortSignal) => Promise<Data>;
  readonly provides: (args: Args) => Tag[];
  /**
   * Its changes reach its readers in a transition (issue 39), which React renders in slices between
   * the buyer's input, instead of at once as every react-redux store read does. For a page's content
   * that comes after its first paint (a profile tab's rows, the compliance widgets): on a supplier deep
   * link their synchronous renders were the page's longest tasks after its largest paint. Not for
   * what the largest paint waits for (the supplier's details) nor a dialog form's choices.
   */
  readonly transition?: boolean;
}

/** A state selector the saga checks before a gated mutation runs (UI, saga and server all check). */
export type MutationRule = (state: never) => boolean;

export interface OptimisticUpdate<Args, ResourceArgs, Data> {
  resource: ResourceDefinition<ResourceArgs, Data>;
  args: (args: Args) => ResourceArgs;
  /** The entry's data as it will be once the mutation succeeds; reverted if it fails. */
  update: (data: Data, args: Args) => Data;
}

/** A loaded entry's data replaced once a mutation succeeds, with what the reply says (no reload). */
export interface ResultPatch<Args, Result, ResourceArgs, Data> {
  resource: ResourceDefinition<ResourceArgs, Data>;
  args: (args: Args) => ResourceArgs;
  /** The entry's new data; `undefined` leaves it as it is. */
  update: (data: Data, args: Args, result: Result) => Data | undefined;
}

/**
 * What the buyer is told when a mutation settles: an i18n key and values (the toast region
 * translates), or null for nothing. Sagas never translate (issue 35 item 5).
 */
export type MutationToast = ToastContent & { timeout?: number };
export interface MutationToasts<Args, Result> {
  succeeded?: (args: Args, result: Result) => MutationToast | null;
  failed?: (args: Args, error: ApiError) => MutationToast | null;
}

/**
 * One write endpoint. Running it tracks idle/pending/succeeded/failed per scope (by default its
 * whole arguments; e.g. `{ supplierId }` for a note editor) and on success marks what it
 * invalidates stale, so whatever is on screen reloads once.
 */
export interface MutationDefinition<Args, Result> {
  readonly kind: 'mutation';
  readonly name: string;
  readonly run: (args: Args, signal: AbortSignal) => Promise<Result>;
  readonly invalidates: (args: Args, result: Result) => Tag[];
  readonly scope: (args: Args) => unknown;
  readonly rule?: MutationRule;
  /** The rule when it depends on what is sent (adding a reference or changing one). */
  readonly ruleFor?: (args: Args) => MutationRule;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each optimistic update names its own resource types
  readonly optimistic?: OptimisticUpdate<Args, any, any>;
  /** Entries patched from the reply on success instead of reloaded (they are not invalidated). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each patch names its own resource types
  readonly patches?: ResultPatch<Args, Result, any, any>[];
  readonly toasts?: MutationToasts<Args, Result>;
}

export type MutationStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
export interface MutationState<Result = unknown> {
  status: MutationStatus;
  error: ApiError | null;
  /** The last run's reply once it succeeded (e.g. a save refused as a duplicate, said in the reply). */
  result?: Result;
}

const resources = new Map<string, ResourceDefinition<unknown, unknown>>();
const mutations = new Map<string, MutationDefinition<unknown, unknown>>();

/**
 * Declares a resource. It registers itself when its module loads (with the feature chunk that
 * imports it): no store or root file is edited to add one.
 */
export function defineResource<Args, Data>(options: Omit<ResourceDefinition<Args, Data>, 'kind' | 'provides'> & {
  provides?: (args: Args) => Tag[];
}): ResourceDefinition<Args, Data> {
  const definition: ResourceDefinition<Args, Data> = { ...options, kind: 'resource', provides: options.provides ?? (() => []) };
  // A module reloaded by the dev server declares its resources again: the newest declaration serves.
  resources.set(definition.name, definition as ResourceDefinition<unknown, unknown>);
  return definition;
}

export const registeredResource = (name: string) => resources.get(name);

/**
 * One endpoint read two ways: a view reads another resource's entry (the same cache entry, one
 * request) and hands its readers a part of it, e.g. a supplier's insurances are the first answer of
 * requirement 28, which the requirement page reads whole.
 */
export interface ResourceView<Args, SourceArgs, Source, View> {
  readonly kind: 'view';
  readonly source: ResourceDefinition<SourceArgs, Source>;
  readonly args: (args: Args) => SourceArgs;
  readonly select: (data: Source) => View;
}

export function defineView<Args, SourceArgs, Source, View>(
  options: Omit<ResourceView<Args, SourceArgs, Source, View>, 'kind'>,
): ResourceView<Args, SourceArgs, Source, View> {
  return { ...options, kind: 'view' };
}

export function defineMutation<Args, Result = unknown>(
  options: Omit<MutationDefinition<Args, Result>, 'kind' | 'scope' | 'invalidates'> & {
    scope?: (args: Args) => unknown;
    invalidates?: (args: Args, result: Result) => Tag[];
  },
): MutationDefinition<Args, Result> {
  const definition: MutationDefinition<Args, Result> = {
    ...options,
    kind: 'mutation',
    scope: options.scope ?? ((args) => args),
    invalidates: options.invalidates ?? (() => []),
  };
  mutations.set(definition.name, definition as unknown as MutationDefinition<unknown, unknown>);
  return definition;
}

export const registeredMutation = (name: string) => mutations.get(name);
