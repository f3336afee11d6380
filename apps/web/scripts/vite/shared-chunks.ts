// The parts lazy routes share, in three chunks instead of Rolldown's one chunk per set of routes using
// each part (0.2–25 KB each: the sign-in page waited for eleven, a signed-in page for thirty, six at a
// time over HTTP/1.1 on a phone). Each family is what a kind of page loads anyway, so that merging does
// not make a page download code it does not run (docs/performance/web.md, "What changed").
import type { CodeSplittingGroup } from 'rolldown';

interface Family {
  /** `@mantine/core` component folders; their stylesheets (`styles/<Name>*.css`) go along. */
  mantine: string[];
  /** Other module paths, matched on the end of the resolved id. */
  paths: string[];
}

const pattern = ({ mantine, paths }: Family) =>
  new RegExp(
    [
      `/@mantine/core/esm/components/(${mantine.join('|')})/`,
      `/@mantine/core/styles/(${mantine.join('|')})[A-Za-z]*\\.css$`,
      ...paths,
    ].join('|'),
  );

/**
 * The sign-in form's fields and what they are built on, which the other public forms and the signed-in
 * pages use too (~8 KB gzip): the sign-in page is its own chunk, this one and the form library's.
 */
const FORM_FIELDS: Family = {
  mantine: ['Input', 'InputBase', 'TextInput', 'PasswordInput', 'Alert', 'CloseButton', 'ActionIcon'],
  paths: [
    '/@mantine/core/esm/core/(DirectionProvider|Box/get-style-object)/',
    '/@mantine/hooks/esm/use-(id|uncontrolled|merged-ref|force-update)/',
    '/@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes)\\.mjs$',
    '/src/components/public-form-page\\.tsx$',
    '/src/features/auth/api/auth\\.api\\.ts$',
  ],
};

/**
 * The modal and what it is built on (portal, focus trap, scroll lock, floating-ui, ~29 KB gzip): the
 * modals and notifications hosts load it on every page once the browser is idle, the signed-in shell
 * at once. Not with the form fields: the sign-in page does not wait for it.
 */
const OVERLAYS: Family = {
  mantine: ['Modal', 'ModalBase', 'ScrollArea', 'VisuallyHidden', 'FocusTrap', 'Portal'],
  paths: [
    '/@mantine/core/esm/core/utils/(is-element|get-single-element-child|get-ref-prop|noop|create-event-handler)/',
    '/@mantine/core/esm/utils/Floating/(FloatingArrow|get-floating-position)/',
    '/@mantine/hooks/esm/(utils/use-callback-ref|use-debounced-callback|use-focus-return|use-focus-trap)/',
    '/node_modules/(@floating-ui/[^/]+|tslib)/',
  ],
};

/**
 * What the signed-in pages' content shares (the shell's menu, cards, lists, skeletons, radios,
 * text areas, the error dialog, mutations; ~18 KB gzip). Some public pages use a part of it (the
 * registration's radios and checkbox, the policies' skeleton) and load it whole.
 */
const SIGNED_IN: Family = {
  mantine: [
    'Checkbox',
    'Collapse',
    'NavLink',
    'Accordion/AccordionChevron',
    'Badge',
    'Card',
    'Divider',
    'List',
    'SimpleGrid',
    'Skeleton',
    'Radio',
    'Textarea',
    'ThemeIcon',
    'Image',
    'Pagination',
  ],
  paths: [
    '/@mantine/core/styles/InlineInput\\.css$',
    '/@mantine/core/esm/utils/(InlineInput|InputsGroupFieldset)/',
    '/@mantine/core/esm/core/utils/(get-breakpoint-value|get-sorted-breakpoints|get-base-value|get-env|get-safe-id|find-element-ancestor|create-scoped-keydown-handler)/',
    '/@mantine/hooks/esm/use-pagination/',
    '/@mantine/hooks/esm/use-collapse/',
    '/@tanstack/query-core/build/modern/(mutationObserver|queriesObserver)\\.js$',
    // The scroll lock: the shell's AppShell uses it (the drawer and the modals too).
    '/@mantine/hooks/esm/use-window-event/',
    '/node_modules/(react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|get-nonce|react-style-singleton)/',
    '/@tanstack/react-query/build/modern/(useMutation|useQueries)\\.js$',
    // The menu's icons (also used by the screens they lead to) and the result icons.
    '/@tabler/icons-react/dist/esm/icons/(IconCircleCheck|IconCircleX|IconMessageCircle|IconSend|IconBooks|IconChecklist|IconCalculator|IconLock)\\.mjs$',
    '/src/components/error-dialog\\.ts$',
    '/src/lib/formatters\\.ts$',
    '/src/components/pager\\.tsx$',
  ],
};

/**
 * The choosers of the signed-in screens: selects and tabs with their popovers (the question filters load
 * them after the first paint).
 */
const CHOOSERS: Family = {
  mantine: ['Combobox', 'Select', 'MultiSelect', 'Pill', 'PillsInput', 'Popover', 'Tabs'],
  paths: [
    '/@mantine/core/esm/core/utils/(close-on-escape|find-element-in-shadow-dom)/',
    '/@mantine/core/esm/utils/Floating/use-context-menu-handlers',
    '/@mantine/hooks/esm/use-(click-outside|previous|long-press)/',
  ],
};

/**
 * A group also takes the modules its own import (Rolldown's `includeDependenciesRecursively`), so the
 * order matters: the form fields first (the sign-in page must not wait for the signed-in parts), then
 * the signed-in parts (the shell's scroll lock must not end up with the modal), then the rest.
 */
export const sharedChunkGroups: CodeSplittingGroup[] = [
  { name: 'form-fields', test: pattern(FORM_FIELDS), priority: 3 },
  { name: 'overlays', test: pattern(OVERLAYS), priority: 1 },
  { name: 'signed-in', test: pattern(SIGNED_IN), priority: 2 },
  { name: 'choosers', test: pattern(CHOOSERS), priority: 1 },
];
