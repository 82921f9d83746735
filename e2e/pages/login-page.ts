import { expect, type Page } from '@playwright/test';

export class LoginPage {
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** A company without a phone is asked for one after login; like a user, answer "later". */
  async dismissPhonePromptWhenShown() {
    // Matched by its phone input: other dialogs (the project form) mention phone numbers too.
    const dialog = this.page.getByRole('dialog').filter({ has: this.page.getByTestId('phone-input') });
    await this.page.addLocatorHandler(dialog, async () => {
      await dialog.getByRole('button', { name: /Позже|Later/ }).click();
    });
  }

  async open() {
    await this.page.goto('/login');
    await expect(this.page.getByTestId('login-email')).toBeVisible();
  }

  async logIn(account: { email: string; password: string }) {
    await this.page.getByTestId('login-email').fill(account.email);
    await this.page.getByTestId('login-password').fill(account.password);
    await this.page.getByTestId('login-submit').click();
  }

  /** Opens /login, logs in and waits until the guard has taken the user into an area. */
  async logInAndLand(account: { email: string; password: string }) {
    await this.dismissPhonePromptWhenShown();
    await this.open();
    await this.logIn(account);
    await this.page.waitForURL(/\/(company|admin)\//);
  }
}
