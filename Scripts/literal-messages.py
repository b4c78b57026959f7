#!/usr/bin/env python3
"""List places that build diagnostic messages from literal text outside a named factory.

A site is a call of `Diagnostic(`, `Note(`, `DiagnosticMessage(` or a reporting helper (`report`, `fail`, `invalid`, `outOfRange`,
`inRange`, `warn`, `error`) whose parenthesized arguments, on any number of lines, hold a string literal with a
letter in it. Literals inside `extension Diagnostic…` or `extension …Message` blocks (the factories) are not sites.
Comments are skipped; string interpolations nest. Usage: literal_diags.py DIR...; the count goes to stderr.
"""
import os, re, sys

SINKS = r'(?:Diagnostic|Note|DiagnosticMessage|report|fail|invalid|outOfRange|inRange|warn|error)'

def lex(text):
    """Returns code with comments and literal contents blanked (same length) and the spans of string literals."""
    out = list(text); spans = []; i = 0; n = len(text)
    def blank(a, b):
        for k in range(a, b):
            if out[k] != '\n': out[k] = ' '
    def string(i, depth_stack):
        # i at opening quote(s); returns end index after closing quote(s)
        triple = text.startswith('"""', i)
        q = '"""' if triple else '"'
        start = i; i += len(q)
        while i < n:
            if text[i] == '\\' and i + 1 < n and text[i + 1] == '(':
                i += 2; depth = 1
                while i < n and depth:
                    c = text[i]
                    if c == '"':
                        i = string(i, None); continue
                    if c == '(': depth += 1
                    elif c == ')': depth -= 1
                    i += 1
                continue
            if text[i] == '\\': i += 2; continue
            if text.startswith(q, i):
                i += len(q); break
            i += 1
        return i
    while i < n:
        if text.startswith('//', i):
            j = text.find('\n', i); j = n if j < 0 else j
            blank(i, j); i = j; continue
        if text.startswith('/*', i):
            j = text.find('*/', i + 2); j = n if j < 0 else j + 2
            blank(i, j); i = j; continue
        if text[i] == '"':
            j = string(i, None)
            spans.append((i, j)); blank(i + 1, j - 1); i = j; continue
        i += 1
    return ''.join(out), spans

def factory_ranges(code):
    ranges = []
    for m in re.finditer(r'\bextension\s+(Diagnostic\b[\w.]*|[\w.]*Message)\b[^{]*\{', code):
        depth = 0; k = m.end() - 1
        while k < len(code):
            if code[k] == '{': depth += 1
            elif code[k] == '}':
                depth -= 1
                if depth == 0: break
            k += 1
        ranges.append((m.start(), k))
    return ranges

def sites(path):
    text = open(path, encoding='utf-8').read()
    code, spans = lex(text)
    factories = factory_ranges(code)
    found = []
    for m in re.finditer(r'(?<![\w.])(?:\.|\b)' + SINKS + r'\s*\(', code):
        if any(a <= m.start() <= b for a, b in factories): continue
        before = code[max(0, m.start() - 12):m.start()]
        if re.search(r'func\s*$', before): continue
        depth = 0; k = m.end() - 1
        while k < len(code):
            if code[k] == '(': depth += 1
            elif code[k] == ')':
                depth -= 1
                if depth == 0: break
            k += 1
        literal = [s for s in spans if m.end() <= s[0] < k and re.search(r'[A-Za-z]', text[s[0]:s[1]])]
        if literal:
            line = text.count('\n', 0, m.start()) + 1
            found.append((path, line, m.group(0).strip('.( \n'), text[literal[0][0]:literal[0][1]].split('\n')[0][:100]))
    return found

hits = []
for root in sys.argv[1:]:
    paths = [root] if root.endswith('.swift') else [os.path.join(dp, f) for dp, _, fs in os.walk(root) for f in fs if f.endswith('.swift')]
    for p in sorted(paths): hits += sites(p)
for h in hits: print('%s:%d: [%s] %s' % h)
print(len(hits), file=sys.stderr)
