import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops markup and scripts and collapses whitespace', () => {
    expect(plainText('<p>Hello <b>world</b></p>\n<script>alert(1)</script><p>again</p>')).toBe(
      'Hello world again',
    );
    expect(plainText('<p>One</p> <p>Two</p>')).toBe('One Two');
    expect(plainText(undefined)).toBe('');
  });

  it('decodes entities and leaves out styles, templates and inline drawings', () => {
    expect(plainText('<p>Tom &amp; Jerry&nbsp;&eacute;t&eacute;</p>')).toBe('Tom & Jerry été');
    expect(
      plainText('<style>p{color:red}</style><template><p>hidden</p></template><svg><text>x</text></svg>ok'),
    ).toBe('ok');
  });

  it('runs nothing and loads nothing from the markup', () => {
    const before = document.querySelectorAll('img').length;
    expect(plainText('<img src="x" onerror="window.__ran = true">caption')).toBe('caption');
    expect((window as Window & { __ran?: boolean }).__ran).toBeUndefined();
    expect(document.querySelectorAll('img').length).toBe(before);
  });
});
