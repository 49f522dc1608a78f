#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

/* SwiftPM drops pkg-config's -D flags: ask for the wide-character API here. */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#else
/* Homebrew's ncurses and macOS's own keep the wide-character API in curses.h. */
#include <curses.h>
#endif

/* Swift cannot see function-like macros or use mutable C globals in Swift 6 mode. */
static inline WINDOW *shim_stdscr(void) { return stdscr; }
static inline int shim_lines(void) { return LINES; }
static inline int shim_cols(void) { return COLS; }
static inline int shim_color_pairs(void) { return COLOR_PAIRS; }
static inline int shim_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline attr_t shim_a_bold(void) { return A_BOLD; }
static inline attr_t shim_a_dim(void) { return A_DIM; }
static inline attr_t shim_a_reverse(void) { return A_REVERSE; }
static inline attr_t shim_a_underline(void) { return A_UNDERLINE; }
static inline attr_t shim_a_italic(void) { return A_ITALIC; }
static inline attr_t shim_a_normal(void) { return A_NORMAL; }
static inline int shim_key_resize(void) { return KEY_RESIZE; }
static inline int shim_err(void) { return ERR; }
static inline int shim_getmaxy(WINDOW *w) { return getmaxy(w); }
static inline int shim_getmaxx(WINDOW *w) { return getmaxx(w); }
static inline int shim_ok(void) { return OK; }
static inline int shim_key_code_yes(void) { return KEY_CODE_YES; }
static inline int shim_key_up(void) { return KEY_UP; }
static inline int shim_key_down(void) { return KEY_DOWN; }
static inline int shim_key_left(void) { return KEY_LEFT; }
static inline int shim_key_right(void) { return KEY_RIGHT; }
static inline int shim_key_btab(void) { return KEY_BTAB; }
static inline int shim_key_enter(void) { return KEY_ENTER; }
static inline int shim_key_backspace(void) { return KEY_BACKSPACE; }
static inline int shim_key_dc(void) { return KEY_DC; }
static inline FILE *shim_stdout(void) { return stdout; }
static inline FILE *shim_stdin(void) { return stdin; }
static inline WINDOW *shim_curscr(void) { return curscr; }
/* The display width wcwidth(3) gives a code point in the current locale; -1 when not printable. */
static inline int shim_wcwidth(wchar_t c) { return wcwidth(c); }

/* Draws one cell's character (with up to four combining marks) at y, x with attributes. */
static inline int shim_put_cell(int y, int x, const wchar_t *wch, attr_t attrs, short pair) {
  cchar_t cc;
  if (setcchar(&cc, wch, attrs, pair, NULL) == ERR) return ERR;
  return mvadd_wch(y, x, &cc);
}

#endif
