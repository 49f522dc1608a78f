/* Baseline for the start-up benchmark: a minimal ncursesw program that draws a screen comparable to
 * att-journey's first frame (a 44x30 rounded phone frame with wide-character text, a 34-column panel
 * beside it, colours) and exits after the first refresh. */
#define _XOPEN_SOURCE 700
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <stdio.h>
#include <string.h>
#include <wchar.h>

static void put(int y, int x, const wchar_t *text, int pair) {
  attron(COLOR_PAIR(pair));
  mvaddwstr(y, x, text);
  attroff(COLOR_PAIR(pair));
}

int main(void) {
  setlocale(LC_ALL, "");
  SCREEN *screen = newterm(NULL, stdout, stdin);
  if (screen == NULL) return 1;
  set_term(screen);
  cbreak();
  noecho();
  curs_set(0);
  start_color();
  use_default_colors();
  init_pair(1, COLOR_WHITE, -1);
  init_pair(2, COLOR_CYAN, -1);
  init_pair(3, COLOR_BLACK, COLOR_CYAN);
  int top = (LINES - 30) / 2, left = (COLS - 80) / 2;
  if (top < 0) top = 0;
  if (left < 0) left = 0;
  put(top, left, L"╭──────────────────────────────────────────╮", 1);
  for (int row = 1; row < 29; row++) {
    put(top + row, left, L"│", 1);
    put(top + row, left + 43, L"│", 1);
  }
  put(top + 29, left, L"╰──────────────────────────────────────────╯", 1);
  put(top + 1, left + 2, L"9:41             ▬▬▬▬▬             ▂▄▆ ▭", 1);
  put(top + 4, left + 8, L"광고에 대해 잠깐 알려 드려요", 0);
  put(top + 7, left + 2, L"다음 화면에서 iOS가 광고 파트너의 데이터", 0);
  put(top + 8, left + 2, L"사용 여부를 물어봐요. 다른 회사의 앱과", 0);
  put(top + 9, left + 2, L"広告についてのお知らせ 許可 允许", 0);
  put(top + 26, left + 2, L"❯                 계속                 ❮", 3);
  for (int row = 0; row < 30; row++) put(top + row, left + 46, L"│ INSPECTOR status notDetermined │", 2);
  refresh();
  endwin();
  delscreen(screen);
  return 0;
}
