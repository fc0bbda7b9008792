-- Headless neovim (0.7+) as an LSP client of the CardScript server over stdio: asserts that
-- diagnostics with a code arrive, that the hover on `Morph` cites CR 702.37, and that a scenario of
-- DIAG_FILE runs through its "Run scenario" code lens (workspace/executeCommand, as codelens.run does).
-- Env: SERVER_JS, ROOT_DIR (workspace), DIAG_FILE (diagnostics are awaited there), HOVER_FILE (has a
--      `Morph {…}` rules line), OUT_JSON, NVIM_LSP_TIMEOUT_MS (default 20000).
local server_js = assert(os.getenv('SERVER_JS'), 'SERVER_JS not set')
local root_dir = assert(os.getenv('ROOT_DIR'), 'ROOT_DIR not set')
local diag_file = assert(os.getenv('DIAG_FILE'), 'DIAG_FILE not set')
local hover_file = assert(os.getenv('HOVER_FILE'), 'HOVER_FILE not set')
local out_json = assert(os.getenv('OUT_JSON'), 'OUT_JSON not set')
local timeout = tonumber(os.getenv('NVIM_LSP_TIMEOUT_MS') or '20000')
local t0 = vim.loop.hrtime()
local function ms() return math.floor((vim.loop.hrtime() - t0) / 1e6) end
local v = vim.version()
local out = { nvim_version = v.major .. '.' .. v.minor .. '.' .. v.patch, timings_ms = {}, diag_file = diag_file, hover_file = hover_file }

local function finish(code)
  out.ok = (code == 0)
  local f = io.open(out_json, 'w'); f:write(vim.fn.json_encode(out)); f:close()
  -- stop the server, otherwise `node --stdio` can outlive nvim
  for _, c in pairs(vim.lsp.get_active_clients()) do c.stop(true) end
  vim.cmd((code == 0) and 'qall!' or ('cquit ' .. code))
end

-- the LSP code of a vim.diagnostic entry (0.7 keeps it in user_data.lsp; later versions also in .code)
local function code_of(d)
  if d.code ~= nil then return d.code end
  local ud = d.user_data
  return ud and ud.lsp and ud.lsp.code or nil
end

-- hover contents (MarkupContent, MarkedString or a list of them) as plain text
local function hover_text(contents)
  if type(contents) == 'string' then return contents end
  if contents.value then return contents.value end
  local parts = {}
  for _, c in ipairs(contents) do table.insert(parts, type(c) == 'string' and c or (c.value or '')) end
  return table.concat(parts, '\n')
end

local ok, err = pcall(function()
  vim.cmd('edit ' .. vim.fn.fnameescape(diag_file))
  local bufnr = vim.api.nvim_get_current_buf()
  vim.bo[bufnr].filetype = 'cardscript'
  local client_id = vim.lsp.start_client({  -- vim.lsp.start() only exists from 0.8
    name = 'cardscript',
    cmd = { 'node', '--expose-gc', '--max-semi-space-size=8', server_js, '--stdio' },  -- as README's "Other editors"
    cmd_env = { MALLOC_ARENA_MAX = '1', MALLOC_TRIM_THRESHOLD_ = '1048576' },
    root_dir = root_dir,
  })
  assert(client_id, 'start_client failed')
  assert(vim.lsp.buf_attach_client(bufnr, client_id), 'buf_attach_client failed')
  local client = vim.lsp.get_client_by_id(client_id)
  assert(vim.wait(timeout, function()
    return client.initialized == true or (client.server_capabilities ~= nil and next(client.server_capabilities) ~= nil)
  end, 20), 'server did not initialize')
  out.timings_ms.initialized = ms()
  out.server_name = client.server_info and client.server_info.name or nil

  -- diagnostics pushed after didOpen: at least one, with a code
  local got = vim.wait(timeout, function()
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do if code_of(d) ~= nil then return true end end
    return false
  end, 20)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(out.diagnostics, { lnum = d.lnum, col = d.col, severity = d.severity, message = d.message, code = code_of(d) })
  end
  out.assert_diagnostics = got
  out.has_morph_lost_with_abilities = false -- informational: the Frogify warning, when DIAG_FILE has that step
  for _, d in ipairs(out.diagnostics) do
    if d.code == 'morph-lost-with-abilities' then out.has_morph_lost_with_abilities = true end
  end
  out.timings_ms.diagnostics = ms()

  -- the "Run scenario" code lens of DIAG_FILE, run as vim.lsp.codelens.run() runs a command the client
  -- doesn't know itself: workspace/executeCommand with the lens's command and arguments
  local lens_params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) } }
  local lenses = client.request_sync('textDocument/codeLens', lens_params, timeout, bufnr)
  local lens
  for _, l in ipairs((lenses and lenses.result) or {}) do
    if l.command and l.command.command == 'cardscript.runScenario' then lens = l; break end
  end
  out.scenario_lens = lens and lens.command.title or nil
  local commands = (client.server_capabilities.executeCommandProvider or {}).commands
    or ((client.resolved_capabilities or {}).execute_command and { 'cardscript.runScenario' }) or {}
  out.scenario_command_announced = vim.tbl_contains(commands, 'cardscript.runScenario')
  if lens then
    local run = client.request_sync('workspace/executeCommand', lens.command, timeout, bufnr)
    out.scenario_result = run and run.result or nil
    out.scenario_error = run and run.err and vim.inspect(run.err) or nil
  end
  out.assert_scenario = out.scenario_command_announced and out.scenario_result ~= nil
    and type(out.scenario_result.passed) == 'boolean' and out.scenario_result.summary ~= nil
  out.timings_ms.scenario = ms()

  -- hover on the `Morph` keyword of the first `Morph {…}` rules line
  if hover_file ~= diag_file then
    vim.cmd('edit ' .. vim.fn.fnameescape(hover_file))
    bufnr = vim.api.nvim_get_current_buf()
    vim.bo[bufnr].filetype = 'cardscript'
    assert(vim.lsp.buf_attach_client(bufnr, client_id), 'buf_attach_client failed for ' .. hover_file)
  end
  local lnum, col
  for i, line in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local c = line:find('^%s+Morph%s*{')
    if c then lnum, col = i - 1, line:find('Morph', 1, true) - 1; break end
  end
  assert(lnum, 'no Morph rules line in ' .. hover_file)
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = lnum, character = col + 1 } }
  local hov = client.request_sync('textDocument/hover', params, timeout, bufnr)
  out.hover = (hov and hov.result and hover_text(hov.result.contents)) or nil
  out.hover_error = hov and hov.err and vim.inspect(hov.err) or nil
  out.assert_hover = out.hover ~= nil and out.hover:find('702.37', 1, true) ~= nil
  out.timings_ms.hover = ms()
end)

if not ok then out.error = tostring(err); finish(1)
elseif out.assert_diagnostics and out.assert_hover and out.assert_scenario then finish(0)
else finish(1) end
