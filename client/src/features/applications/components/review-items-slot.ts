import { createContext, type ReactNode } from 'react';

/**
 * What the review shows as the loan's Items (the goods pledged), given the loan's id. Features do
 * not import each other (DESIGN section 10): the page that shows the review hands the pledges
 * feature's section in through this context; without a provider the review shows no Items.
 */
export type TReviewItemsSlot = (loanId: string) => ReactNode;

export const ReviewItemsSlotContext = createContext<TReviewItemsSlot | null>(null);
