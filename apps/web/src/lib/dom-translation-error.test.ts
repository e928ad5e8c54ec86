import { describe, expect, it } from 'vitest';
import { isBrowserTranslationError } from './dom-translation-error';

const domError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('a browser translator’s DOM error', () => {
  it('is recognised in the words of Chromium, Firefox and Safari', () => {
    expect(isBrowserTranslationError(domError('NotFoundError', "Failed to execute 'removeChild' on 'Node': The node to be removed is not a child of this node."))).toBe(true);
    expect(isBrowserTranslationError(domError('NotFoundError', "Failed to execute 'insertBefore' on 'Node': The node before which the new node is to be inserted is not a child of this node."))).toBe(true);
    expect(isBrowserTranslationError(domError('NotFoundError', 'Node.removeChild: The node to be removed is not a child of this node'))).toBe(true);
    expect(isBrowserTranslationError(domError('NotFoundError', 'Node.insertBefore: Child to insert before is not a child of this node'))).toBe(true);
  });

  it('is not any other error, which the page must still report', () => {
    expect(isBrowserTranslationError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isBrowserTranslationError(domError('NotFoundError', 'Requested device not found'))).toBe(false);
    expect(isBrowserTranslationError(domError('Error', 'The node to be removed is not a child of this node'))).toBe(false);
    expect(isBrowserTranslationError('removeChild')).toBe(false);
    expect(isBrowserTranslationError(null)).toBe(false);
  });
});
