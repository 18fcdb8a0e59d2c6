-- Run by scripts/check-editors.sh in a headless Neovim that loaded editors/neovim/simrepl.lua:
-- opens a .sim file, waits for the server's diagnostics, asks hover and definition as K and gd
-- would, and writes what came back to $SIMREPL_NVIM_OUT, one fact per line.
local out = {}
local function say(line) table.insert(out, line) end
local file = os.getenv("SIMREPL_NVIM_FILE")
vim.cmd("edit " .. vim.fn.fnameescape(file))
say("filetype " .. vim.bo.filetype)
local got = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 50)
say("diagnostics " .. tostring(got))
for _, d in ipairs(vim.diagnostic.get(0)) do
  say(string.format("diagnostic %d:%d %d %s", d.lnum + 1, d.col + 1, d.severity, (d.message:gsub("\n", " | "))))
end
local function ask(method, line, col)
  vim.api.nvim_win_set_cursor(0, { line, col })
  local params = vim.lsp.util.make_position_params()
  local answers = vim.lsp.buf_request_sync(0, method, params, 10000) or {}
  for _, answer in pairs(answers) do return answer.result end
end
local hover = ask("textDocument/hover", 4, 1)
say("hover " .. ((hover and hover.contents and hover.contents.value or "none"):gsub("\n", " | ")))
local definition = ask("textDocument/definition", 5, 5)
if definition and definition[1] then
  say(string.format("definition %d:%d", definition[1].range.start.line + 1, definition[1].range.start.character + 1))
else
  say("definition none")
end
vim.fn.writefile(out, os.getenv("SIMREPL_NVIM_OUT"))
vim.cmd("qa!")
