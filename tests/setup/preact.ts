import { options } from 'preact';

// Preact runs effects after the next animation frame; jsdom has no frames worth waiting for, and
// tests with fake timers would never reach them. A microtask keeps them after the render (as in a
// browser) and inside the awaited user events.
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
