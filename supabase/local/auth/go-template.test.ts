import { describe, expect, it } from 'vitest';
import { GoTemplateError, parseGoTemplate } from './go-template';

const render = (source: string, data: Record<string, unknown>) => parseGoTemplate(source).render(data);

describe('the Go template subset of the auth mails', () => {
  it('prints fields and user metadata', () => {
    expect(
      render('<p>{{ .Token }} for {{ .Data.full_name }}</p>', {
        Token: '123456',
        Data: { full_name: 'Ada' },
      }),
    ).toBe('<p>123456 for Ada</p>');
  });

  it('picks the branch of eq, and a missing key compares false as in Go (no error)', () => {
    const source = '{{ if eq .Data.locale "fr" }}Bonjour{{ else }}Hello{{ end }}';
    expect(render(source, { Data: { locale: 'fr' } })).toBe('Bonjour');
    expect(render(source, { Data: { locale: 'en' } })).toBe('Hello');
    expect(render(source, { Data: {} })).toBe('Hello');
  });

  it('refuses to compare a number with a string, as Go eq does', () => {
    expect(() => render('{{ if eq .Data.locale "fr" }}x{{ end }}', { Data: { locale: 3 } })).toThrow(
      /incompatible types/,
    );
  });

  it('tests a field for truth as Go does', () => {
    const source = '{{ if .Data.name }}named{{ else }}anonymous{{ end }}';
    expect(render(source, { Data: { name: 'A' } })).toBe('named');
    expect(render(source, { Data: { name: '' } })).toBe('anonymous');
  });

  it('escapes printed text as html/template does, + included', () => {
    expect(render('<p>{{ .Email }}</p>', { Email: `a+b@x.test<"'&>` })).toBe(
      '<p>a&#43;b@x.test&lt;&#34;&#39;&amp;&gt;</p>',
    );
  });

  it('normalises a URL attribute and escapes its ampersands, as html/template does', () => {
    const url = 'http://127.0.0.1:1/auth/v1/verify?token=ab&type=signup&redirect_to=http%3A%2F%2Fx.test%2F';
    expect(render('<a href="{{ .ConfirmationURL }}">Go</a>', { ConfirmationURL: url })).toBe(
      `<a href="${url.replace(/&/g, '&amp;')}">Go</a>`,
    );
    expect(render('<a href="{{ .ConfirmationURL }}">x</a>', { ConfirmationURL: 'https://x.test/a b' })).toBe(
      '<a href="https://x.test/a%20b">x</a>',
    );
  });

  it('turns a URL of another scheme into #ZgotmplZ, as html/template does', () => {
    expect(render('<a href="{{ .ConfirmationURL }}">x</a>', { ConfirmationURL: 'javascript:alert(1)' })).toBe(
      '<a href="#ZgotmplZ">x</a>',
    );
  });

  it('escapes a value printed in the query of a URL attribute', () => {
    expect(render('<a href="https://x.test/?t={{ .TokenHash }}">x</a>', { TokenHash: 'a&b c' })).toBe(
      '<a href="https://x.test/?t=a%26b%20c">x</a>',
    );
  });

  it('prints a missing value as nothing, as html/template does', () => {
    expect(render('<p>[{{ .NewEmail }}]</p>', {})).toBe('<p>[]</p>');
  });

  it('accepts the whole document per language', () => {
    const source =
      '{{ if eq .Data.locale "fr" }}<!doctype html><html lang="fr"><body><a href="{{ .ConfirmationURL }}">Confirmer</a></body></html>' +
      '{{ else }}<!doctype html><html lang="en"><body><a href="{{ .ConfirmationURL }}">Confirm</a></body></html>{{ end }}';
    expect(render(source, { Data: { locale: 'fr' }, ConfirmationURL: 'https://x.test/' })).toContain(
      '<html lang="fr"><body><a href="https://x.test/">Confirmer</a>',
    );
  });

  it.each([
    ['{{ printf "%s" .Token }}', /not in the subset/],
    ['{{ range .Data }}x{{ end }}', /not in the subset/],
    ['{{ template "x" }}', /not in the subset/],
    ['{{- .Token }}', /trim markers/],
    ['{{/* note */}}', /not in the subset/],
    ['{{ .Token | html }}', /not in the subset/],
    ['{{ if eq .Data.locale .Email }}x{{ end }}', /only "if .Field"/],
    ['{{ $x := .Token }}', /not in the subset/],
    ['<!-- {{ .Token }} -->', /HTML comments/],
    ['<script>var t = "{{ .Token }}"</script>', /script/],
    ['<style>p{}</style>', /style/],
    ['<a {{ .Token }}>x</a>', /quoted attribute value/],
    ['<a href={{ .ConfirmationURL }}>x</a>', /quoted attribute value/],
    ['<a onclick="{{ .Token }}">x</a>', /on.*attribute/],
    ['<p style="color:{{ .Token }}">x</p>', /style attribute/],
    ['{{ if .Token }}<a href="x">{{ else }}<a href="y{{ end }}">', /different HTML contexts/],
    ['{{ if .Token }}x', /without \{\{ end \}\}/],
    ['{{ end }}', /without an open/],
    ['{{ .Token', /unclosed action/],
  ])('refuses %s', (source, message) => {
    expect(() => parseGoTemplate(source)).toThrow(GoTemplateError);
    expect(() => parseGoTemplate(source)).toThrow(message);
  });
});
