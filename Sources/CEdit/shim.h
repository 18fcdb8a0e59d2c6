// Non-variadic wrappers around libedit's native (histedit.h) API for Swift.
// Swift cannot call C variadic functions (el_set, el_get, history) and, in Swift 6
// mode, cannot mention the mutable C globals stdin/stdout/stderr, so both stay here.
#ifndef SIMREPL_CEDIT_SHIM_H
#define SIMREPL_CEDIT_SHIM_H

#include <stdio.h>
#include <unistd.h>
#include <wchar.h>
#include <histedit.h>

typedef char *(*simrepl_prompt_fn)(EditLine *);
typedef unsigned char (*simrepl_editor_fn)(EditLine *, int);

/* Editor on the process's own terminal streams. */
static inline EditLine *simrepl_el_init(const char *prog) {
    return el_init(prog, stdin, stdout, stderr);
}

static inline int simrepl_el_set_prompt(EditLine *el, simrepl_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}

/* "emacs" or "vi"; resets the key map, so bind keys afterwards. */
static inline int simrepl_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

static inline int simrepl_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

/* libedit's own `setty` for one of its terminal modes ("-d" while editing a line, "-x" while a
   command runs): no XON/XOFF flow control (a pasted Ctrl-S would stop all output) and no quit
   character (a pasted Ctrl-\ would send SIGQUIT). "-ixon" and "-quit" are masks libedit keeps
   applying whenever it re-reads the terminal's settings (after Ctrl-Z and fg); "quit=" disables
   the character in the mode's settings now, which libedit would otherwise reset to ^\. */
static inline int simrepl_el_setty_paste_safe(EditLine *el, const char *mode) {
    return el_set(el, EL_SETTY, mode, "-ixon", "-quit", "quit=", (const char *)NULL);
}

/* The value that disables a terminal control character (c_cc). */
static inline unsigned char simrepl_vdisable(void) {
    return _POSIX_VDISABLE;
}

static inline int simrepl_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

static inline int simrepl_el_add_function(EditLine *el, const char *name, const char *help,
                                          simrepl_editor_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/* Binds a key sequence (e.g. "^I") to a named editor function. */
static inline int simrepl_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, (const char *)NULL);
}

static inline int simrepl_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *simrepl_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0)
        return NULL;
    return data;
}

/* Terminal width as libedit knows it (kept current on SIGWINCH); 0 if unknown. */
static inline int simrepl_el_columns(EditLine *el) {
    int columns = 0;
    if (el_get(el, EL_GETTC, "co", &columns) != 0)
        return 0;
    return columns;
}

/* Writes through libedit's own output stream so text stays ordered with its redraws. */
static inline void simrepl_el_write(EditLine *el, const char *text) {
    FILE *out = NULL;
    if (el_get(el, EL_GETFP, 1, &out) != 0 || out == NULL)
        out = stdout;
    fputs(text, out);
    fflush(out);
}

static inline int simrepl_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

static inline int simrepl_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

/* Only consecutive duplicates are dropped. */
static inline int simrepl_history_set_unique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}

/* Returns -1 for a missing file, which callers may ignore. */
static inline int simrepl_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

/* The newest entry, or NULL when the history is empty. */
static inline const char *simrepl_history_newest(History *h) {
    HistEvent ev;
    return history(h, &ev, H_FIRST) == 0 ? ev.str : NULL;
}

/* Terminal cells a character takes (-1 if unprintable), per LC_CTYPE. glibc declares
   wcwidth only under _XOPEN_SOURCE, which Swift's importer does not define. */
int wcwidth(wchar_t c);
static inline int simrepl_wcwidth(unsigned int c) {
    return wcwidth((wchar_t)c);
}

#endif
