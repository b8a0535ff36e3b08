// Async boundary: Module Federation negotiates the shared singletons before any of them runs.
import('./bootstrap');
