// Lazy module of the signed-in shell: the AppShell and the menu load only for authenticated routes.
export { AuthenticatedLayout as Component } from '../layouts/authenticated-layout';
