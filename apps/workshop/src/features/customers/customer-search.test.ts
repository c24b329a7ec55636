import { describe, expect, it } from 'vitest';
import { apiQueryOf, CUSTOMERS_PAGE_SIZE, customersLinkOf, customersShownOf, searchFor } from './customer-search';

describe('the customers’ list in its address', () => {
  it('reads the search and page, and anything it cannot read as the first page of everyone', () => {
    expect(customersShownOf(new URLSearchParams('q=KA01&page=3'))).toEqual({ q: 'KA01', page: 3 });
    expect(customersShownOf(new URLSearchParams('page=-2'))).toEqual({ q: '', page: 1 });
    expect(customersShownOf(new URLSearchParams('page=1.5&q=%20%20'))).toEqual({ q: '', page: 1 });
    expect(customersShownOf(new URLSearchParams(`q=${'a'.repeat(80)}`)).q).toHaveLength(60);
  });

  it('writes only what differs from the plain list', () => {
    expect(customersLinkOf({ q: '', page: 1 })).toEqual({});
    expect(customersLinkOf({ q: ' Ravi ', page: 2 })).toEqual({ q: 'Ravi', page: '2' });
  });

  it('starts a new search at the first page, and asks the API for a page of the list’s size', () => {
    expect(searchFor(' 98450 ')).toEqual({ q: '98450', page: 1 });
    expect(apiQueryOf({ q: '', page: 4 })).toEqual({ page: 4, pageSize: CUSTOMERS_PAGE_SIZE });
    expect(apiQueryOf({ q: 'KA01', page: 1 })).toEqual({ q: 'KA01', page: 1, pageSize: CUSTOMERS_PAGE_SIZE });
  });
});
