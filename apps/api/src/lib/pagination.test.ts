import { describe, expect, it } from 'vitest';
import { pageLinks } from './pagination';

const url = (query: string) => new URL(`http://localhost/api/v2/things/${query}`);

describe('pageLinks', () => {
  it('links only forward from the first page', () => {
    expect(pageLinks(url(''), 10, 0, 25)).toEqual({
      next: 'http://localhost/api/v2/things/?limit=10&offset=10',
      previous: null,
    });
  });

  it('links both ways from a middle page', () => {
    expect(pageLinks(url('?limit=10&offset=15'), 10, 15, 40)).toEqual({
      next: 'http://localhost/api/v2/things/?limit=10&offset=25',
      previous: 'http://localhost/api/v2/things/?limit=10&offset=5',
    });
  });

  it('links only back from the last page', () => {
    expect(pageLinks(url('?limit=10&offset=20'), 10, 20, 25)).toEqual({
      next: null,
      previous: 'http://localhost/api/v2/things/?limit=10&offset=10',
    });
  });

  it('drops offset from a previous link to the first page instead of writing offset=0', () => {
    expect(pageLinks(url('?limit=10&offset=10'), 10, 10, 25).previous).toBe('http://localhost/api/v2/things/?limit=10');
    expect(pageLinks(url('?limit=10&offset=4'), 10, 4, 25).previous).toBe('http://localhost/api/v2/things/?limit=10');
  });

  it('keeps every other query parameter', () => {
    const links = pageLinks(url('?name__in=a,b&limit=1&offset=1&search=soup'), 1, 1, 3);
    expect(links.next).toBe('http://localhost/api/v2/things/?name__in=a%2Cb&limit=1&offset=2&search=soup');
    expect(links.previous).toBe('http://localhost/api/v2/things/?name__in=a%2Cb&limit=1&search=soup');
  });

  it('has no next page when the limit reaches past the count', () => {
    expect(pageLinks(url('?limit=50'), 50, 0, 25)).toEqual({ next: null, previous: null });
    expect(pageLinks(url('?limit=10&offset=100'), 10, 100, 25)).toEqual({
      next: null,
      previous: 'http://localhost/api/v2/things/?limit=10&offset=90',
    });
  });
});
