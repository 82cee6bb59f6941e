import { describe, expect, it } from 'vitest';
import { blocksText, mailBlocks } from './mailMarkdown';
import { fieldProblem, type MergeValues } from './mailTemplates';

const values: MergeValues = {
  firstName: '**Eve** [x](https://evil.test)',
  place: '3',
  total: '10',
  referralUrl: 'https://synapse.test/?ref=ABC',
  statusUrl: 'https://synapse.test/status/t',
  confirmUrl: 'https://synapse.test/confirm/t',
  inviteUrl: '',
  rewardName: 'Stickers',
};

describe("the e-mail templates' Markdown", () => {
  it('reads a heading, paragraphs, a list, inline marks and a lone link as the button', () => {
    const blocks = mailBlocks(
      '# Hello\n\nYou are **#{{place}}** of *{{total}}*.\nSee [the page]({{statusUrl}}).\n\n- one\n- two\n\n[Confirm]({{confirmUrl}})',
      values,
    );
    expect(blocks).toEqual([
      { kind: 'heading', content: [{ text: 'Hello' }] },
      {
        kind: 'paragraph',
        lines: [
          [
            { text: 'You are ' },
            { text: '#3', bold: true },
            { text: ' of ' },
            { text: '10', italic: true },
            { text: '.' },
          ],
          [
            { text: 'See ' },
            { text: 'the page', href: 'https://synapse.test/status/t' },
            { text: '.' },
          ],
        ],
      },
      { kind: 'list', items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { kind: 'button', label: 'Confirm', url: 'https://synapse.test/confirm/t' },
    ]);
    expect(blocksText(blocks)).toBe(
      'Hello\n\nYou are #3 of 10.\nSee the page (https://synapse.test/status/t).\n\n- one\n- two\n\nConfirm: https://synapse.test/confirm/t',
    );
  });

  it('fills a value as plain words, never as Markdown', () => {
    expect(mailBlocks('Hi {{firstName}}', values)).toEqual([
      { kind: 'paragraph', lines: [[{ text: 'Hi **Eve** [x](https://evil.test)' }]] },
    ]);
  });

  it('keeps only http(s) and mailto links', () => {
    const [block] = mailBlocks('[click](javascript:alert(1)) and [mail](mailto:a@b.test)', values);
    expect(block).toEqual({
      kind: 'paragraph',
      lines: [[{ text: 'click' }, { text: ') and ' }, { text: 'mail', href: 'mailto:a@b.test' }]],
    });
  });

  it('names an unknown field, and the link a message needs', () => {
    expect(fieldProblem('status', 'Hi {{frstName}}', 'x')).toMatch(
      /^\{\{frstName\}\} is not a merge field/,
    );
    expect(fieldProblem('invite', 'In', 'No link')).toBe(
      'The invite e-mail needs its link, {{inviteUrl}}.',
    );
    expect(fieldProblem('status', 'Hi {{firstName}}', '[See]({{statusUrl}})')).toBeNull();
  });
});
