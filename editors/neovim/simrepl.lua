-- simrepl's language server for .sim scripts in Neovim 0.7 or later, with no plugin:
-- diagnostics as `simrepl run` reports them, each failed `expect` marked (passed ones on request),
-- completion (<C-x><C-o>), hover (K), go-to-definition (gd) and the outline.
--
-- Use it:  nvim -u editors/neovim/simrepl.lua, or copy it into your config (e.g.
-- ~/.config/nvim/plugin/simrepl.lua). `simrepl` must be on PATH (scripts/setup.sh puts it there),
-- or set vim.g.simrepl_command = { "/path/to/simrepl", "lsp" } first.
-- scripts/check-editors.sh runs it in a headless Neovim against the real server.

-- Neovim reads *.sim as Simula unless told otherwise (0.8 and later: vim.filetype; 0.7: an
-- autocommand that runs before the built-in detection's `setf simula`).
vim.filetype.add({ extension = { sim = "sim" } })
vim.api.nvim_create_autocmd({ "BufNewFile", "BufRead" }, { pattern = "*.sim", command = "set filetype=sim" })

local client_id = nil

-- The workspace, the folder the server reads includes and Swift files from: the repository
-- around the file (the nearest folder above it with .git, a folder or a worktree's file), else
-- the file's own folder. Not the current folder: a scenario opened from its own folder may
-- include "../scene/x.sim".
local function root_dir(buf)
  local folder = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ":p:h")
  local root = nil
  for _, found in ipairs({ vim.fn.finddir(".git", folder .. ";"), vim.fn.findfile(".git", folder .. ";") }) do
    local above = found ~= "" and vim.fn.fnamemodify((vim.fn.fnamemodify(found, ":p"):gsub("/$", "")), ":h") or nil
    if above and (root == nil or #above > #root) then root = above end  -- the nearer of the two
  end
  return root or folder
end

vim.api.nvim_create_autocmd("FileType", {
  pattern = "sim",
  callback = function(args)
    vim.bo[args.buf].commentstring = "# %s"
    if client_id == nil then
      client_id = vim.lsp.start_client({
        name = "simrepl",
        cmd = vim.g.simrepl_command or { "simrepl", "lsp" },
        root_dir = root_dir(args.buf),
        -- Passed `expect`s are not marked: Neovim shows every diagnostic, a Hint too, as text at
        -- the end of its line. vim.g.simrepl_passed_expectations = "hint" marks them.
        init_options = { passedExpectations = vim.g.simrepl_passed_expectations or "off" },
      })
    end
    if client_id ~= nil then
      vim.lsp.buf_attach_client(args.buf, client_id)
      vim.bo[args.buf].omnifunc = "v:lua.vim.lsp.omnifunc"
      local map = function(lhs, fn) vim.keymap.set("n", lhs, fn, { buffer = args.buf }) end
      map("K", vim.lsp.buf.hover)
      map("gd", vim.lsp.buf.definition)
      map("gO", vim.lsp.buf.document_symbol)
    end
  end,
})
