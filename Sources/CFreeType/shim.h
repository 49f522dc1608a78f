#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

#if !__has_include(<ft2build.h>)
#error "FreeType's headers are missing: apt-get install libfreetype-dev (Homebrew: brew install freetype)"
#endif
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

/* Swift cannot see FreeType's function-like and expression macros: these hand them over. */
static inline FT_Int32 shim_load_no_bitmap(void) { return FT_LOAD_NO_BITMAP; }
static inline FT_Int32 shim_load_target_light(void) { return FT_LOAD_TARGET_LIGHT; }
static inline FT_Render_Mode shim_render_light(void) { return FT_RENDER_MODE_LIGHT; }
static inline FT_Glyph_Format shim_format_outline(void) { return FT_GLYPH_FORMAT_OUTLINE; }
static inline FT_Pixel_Mode shim_pixel_gray(void) { return FT_PIXEL_MODE_GRAY; }

#endif
