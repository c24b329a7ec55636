import { describe, expect, it } from 'vitest';
import { cameraProblemOf } from './components/camera-scan';

describe('what the desk is told when the camera does not open (issue 28 part 1)', () => {
  it('tells a refusal, a missing camera and any other failure apart, by the browser’s error names', () => {
    expect(cameraProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('insecure', 'SecurityError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('none', 'NotFoundError'))).toBe('noCamera');
    expect(cameraProblemOf(new DOMException('busy', 'NotReadableError'))).toBe('noCamera');
    expect(cameraProblemOf(new DOMException('facing', 'OverconstrainedError'))).toBe('noCamera');
    expect(cameraProblemOf(new Error('chunk failed to load'))).toBe('failed');
    expect(cameraProblemOf('odd')).toBe('failed');
  });
});
