/** Where the browser keeps the mock db between reloads: a module of its own so the page can name it without the dataset. */
export const STORAGE_KEY = 'findsuppliers.mockdb.v1';
