// Async boundary: Module Federation negotiates shared singletons before any of them is imported.
import('./bootstrap');
