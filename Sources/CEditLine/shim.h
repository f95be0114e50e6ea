#ifndef CLOTHESLINE_CEDITLINE_SHIM_H
#define CLOTHESLINE_CEDITLINE_SHIM_H

/*
 * Fixed-arity wrappers around libedit for Swift.
 *
 * libedit's el_set, el_get and history are C variadics, which Swift cannot call, and Swift 6 rejects touching
 * the stdin/stdout/stderr globals; every such use goes through a `static inline` function here. Only the
 * Terminal module imports this header.
 */

#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <histedit.h>

/* Editor */

/// Sets LC_CTYPE from the environment (needed before el_init for UTF-8 input); falls back to C.UTF-8 when the
/// environment names no UTF-8 locale. Returns 1 when the resulting locale is UTF-8.
static inline int cl_setlocale_utf8(void) {
    const char *name = setlocale(LC_CTYPE, "");
    if (name == NULL || (strstr(name, "UTF-8") == NULL && strstr(name, "utf8") == NULL
                         && strstr(name, "UTF8") == NULL && strstr(name, "utf-8") == NULL)) {
        if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) {
            return 0;
        }
    }
    return 1;
}

/// el_init bound to the process's stdin, stdout and stderr.
static inline EditLine *cl_el_init_stdio(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

/// Writes text to the editor's output stream (stdout) and flushes it, for use inside editor callbacks.
static inline void cl_el_write_stdout(const char *text) {
    fputs(text, stdout);
    fflush(stdout);
}

/// Flushes stdout (the editor writes through the C stream, the rest of the program through the file descriptor).
static inline void cl_fflush_stdout(void) {
    fflush(stdout);
}

/// The prompt callback type.
typedef char *(*cl_prompt_fn)(EditLine *);

/// The editor function (key binding target) callback type.
typedef unsigned char (*cl_editor_fn)(EditLine *, int);

/// EL_PROMPT_ESC: the prompt function; characters between two `ignore` characters are not counted as visible.
static inline int cl_el_set_prompt(EditLine *el, cl_prompt_fn fn, char ignore) {
    return el_set(el, EL_PROMPT_ESC, fn, ignore);
}

/// EL_EDITOR: "emacs" or "vi".
static inline int cl_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

/// EL_SIGNAL: whether libedit installs its own signal handlers while reading (restores the tty on signals).
static inline int cl_el_set_signal(EditLine *el, int flag) {
    return el_set(el, EL_SIGNAL, flag);
}

/// EL_HIST: attach a history list to the editor (arrow keys, Ctrl-R search).
static inline int cl_el_set_history(EditLine *el, History *history_list) {
    return el_set(el, EL_HIST, history, history_list);
}

/// EL_CLIENTDATA (set): the opaque pointer callbacks get back with cl_el_get_clientdata.
static inline int cl_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

/// EL_CLIENTDATA (get).
static inline void *cl_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) {
        return NULL;
    }
    return data;
}

/// EL_ADDFN: register a named editor function.
static inline int cl_el_add_function(EditLine *el, const char *name, const char *help, cl_editor_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/// EL_BIND: bind one key sequence to a named editor function.
static inline int cl_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, NULL);
}

/* History */

/// H_SETSIZE: keep at most `size` entries.
static inline int cl_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

/// H_SETUNIQUE: when non-zero, an entry equal to the previous one is not added.
static inline int cl_history_set_unique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}

/// H_ENTER: add an entry.
static inline int cl_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

/// H_LOAD: read entries from a history file. Returns the number read, or -1.
static inline int cl_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

/// H_SAVE_FP: write every entry to an open stream. Returns the number written, or -1.
static inline int cl_history_save_fp(History *h, FILE *fp) {
    HistEvent ev;
    return history(h, &ev, H_SAVE_FP, fp);
}

/// H_CLEAR: remove every entry.
static inline int cl_history_clear(History *h) {
    HistEvent ev;
    return history(h, &ev, H_CLEAR);
}

/// H_GETSIZE: the number of entries.
static inline int cl_history_size(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_GETSIZE) != 0) {
        return 0;
    }
    return ev.num;
}

/// The oldest entry (H_LAST), or NULL when empty. Walk towards newer ones with cl_history_newer.
static inline const char *cl_history_oldest(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_LAST) != 0) {
        return NULL;
    }
    return ev.str;
}

/// The next newer entry (H_PREV), or NULL at the newest.
static inline const char *cl_history_newer(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_PREV) != 0) {
        return NULL;
    }
    return ev.str;
}

#endif
