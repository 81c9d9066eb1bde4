/**
 * The speech bubble of the toggle button (24 × 24 line path), shared by `ChatIcon` and the toggle drawn before the
 * widget loads.
 */
export const CHAT_ICON_PATH = 'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.5-5A8 8 0 1 1 21 12Z'
