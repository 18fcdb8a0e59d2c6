;;; simrepl.el --- .sim scripts and simrepl's language server (eglot) -*- lexical-binding: t -*-

;; A small major mode for simrepl's .sim scripts, and eglot (built into Emacs 29; from GNU ELPA
;; before) told to run `simrepl lsp` for it: diagnostics through Flymake, completion through
;; completion-at-point, hover in the echo area and eldoc, M-. for definitions, imenu for the
;; outline.
;;
;; Use it: (load "/path/to/simrepl/editors/emacs/simrepl.el"), then M-x eglot in a .sim buffer,
;; or (add-hook 'sim-mode-hook #'eglot-ensure). `simrepl' must be on PATH (scripts/setup.sh puts
;; it there), or customise `sim-lsp-command'.

;;; Code:

(defgroup sim nil "simrepl's .sim scripts." :group 'languages)

(defcustom sim-lsp-command '("simrepl" "lsp")
  "The command that starts simrepl's language server."
  :type '(repeat string))

(defvar sim-mode-syntax-table
  (let ((table (make-syntax-table)))
    (modify-syntax-entry ?# "<" table)
    (modify-syntax-entry ?\n ">" table)
    (modify-syntax-entry ?_ "_" table)
    (modify-syntax-entry ?: "_" table)
    (modify-syntax-entry ?. "_" table)
    table)
  "Comments from # to the end of the line; names keep their dots and colons.")

;;;###autoload
(define-derived-mode sim-mode prog-mode "sim"
  "Major mode for simrepl's .sim scripts."
  (setq-local comment-start "# ")
  (setq-local comment-end ""))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.sim\\'" . sim-mode))

(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs `(sim-mode . ,(lambda (&rest _) sim-lsp-command))))

(provide 'simrepl)
;;; simrepl.el ends here
